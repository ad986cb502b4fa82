assert_type(1, 'hello')
