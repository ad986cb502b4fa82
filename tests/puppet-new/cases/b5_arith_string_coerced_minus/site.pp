notice('4' - 2)
