notice(5.index(2))
