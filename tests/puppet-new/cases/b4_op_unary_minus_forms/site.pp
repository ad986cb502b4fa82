$x = 3
notice(-$x)
notice(-(1 + 2))
notice(- -1)
notice(-[1, 2][0])
