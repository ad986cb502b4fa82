[1, 2].each || { notice('x') }
