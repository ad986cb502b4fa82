notice(Integer[0][1, 2])
