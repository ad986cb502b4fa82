notice(Integer[1,5].new(42))
