notice('abc'[1,2,3])
