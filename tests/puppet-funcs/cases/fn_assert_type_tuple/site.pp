assert_type(Tuple[Integer, String], [1])
