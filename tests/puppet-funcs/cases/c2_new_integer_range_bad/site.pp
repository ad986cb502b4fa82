notice(Integer[1,3].new('5'))
