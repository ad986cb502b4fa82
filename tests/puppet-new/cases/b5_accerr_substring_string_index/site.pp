notice('abc'[x])
