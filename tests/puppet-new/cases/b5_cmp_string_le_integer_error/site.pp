notice(a <= 1)
