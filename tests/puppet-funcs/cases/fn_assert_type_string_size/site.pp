assert_type(String[3], 'ab')
