assert_type(Variant[Integer, Boolean], 'x')
