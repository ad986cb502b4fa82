notice('a' =~ 5)
