notice(Integer('12', 7))
