notice(compare('a', 1))
