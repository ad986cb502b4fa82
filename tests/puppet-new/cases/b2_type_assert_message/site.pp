$x = assert_type(Integer[0, 5], 10)
