notice(compare(10, 10, true))
