notice(Array(Integer[1,4]))
notice(Array(3))
