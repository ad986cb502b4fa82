notice(range(1, 9, -2))
