notice(max('a', 1))
