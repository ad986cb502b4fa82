notice('abc' - 'c')
