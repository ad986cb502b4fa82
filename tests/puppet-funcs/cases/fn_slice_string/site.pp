notice('abcd'.slice(2))
