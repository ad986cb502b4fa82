assert_private('a', 'b')
