notice(min(true, 1))
