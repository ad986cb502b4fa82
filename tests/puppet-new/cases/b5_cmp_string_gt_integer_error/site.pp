notice(a > 1)
