assert_type(Integer, 'hello')
