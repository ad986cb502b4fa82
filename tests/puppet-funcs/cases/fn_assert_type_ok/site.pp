notice(assert_type(Integer, 3))
notice(assert_type('Array[String]', ['a']))
notice(assert_type(Integer[1, 5], 5))
