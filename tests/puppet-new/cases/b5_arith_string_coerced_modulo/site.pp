notice('10' % 3)
