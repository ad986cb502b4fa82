assert_type('Integer[1,2]', 5)
