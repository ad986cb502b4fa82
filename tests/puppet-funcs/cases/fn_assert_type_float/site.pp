assert_type(Float, 3)
