$x = assert_type(Integer, 'str')
