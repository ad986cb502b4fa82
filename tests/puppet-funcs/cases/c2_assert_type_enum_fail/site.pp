assert_type(Enum[a, b, c], 'd')
