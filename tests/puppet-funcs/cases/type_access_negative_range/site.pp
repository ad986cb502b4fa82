notice([1, 2, 3][1, -1])
notice([1, 2, 3][0, -2])
notice('abcd'[1, -2])
notice('abcd'[-2, 5])
