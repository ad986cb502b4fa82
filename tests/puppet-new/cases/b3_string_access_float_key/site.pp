notice('abcdef'[1.5])
