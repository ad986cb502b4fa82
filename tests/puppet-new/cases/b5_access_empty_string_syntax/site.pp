notice('abc'[])
