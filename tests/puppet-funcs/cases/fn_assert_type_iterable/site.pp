notice(assert_type(Iterable, 3))
