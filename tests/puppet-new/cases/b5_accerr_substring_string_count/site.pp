notice('abc'[1, x])
