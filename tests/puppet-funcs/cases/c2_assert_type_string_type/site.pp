notice(assert_type('Array[Integer]', [1, 2]))
notice(assert_type('Optional[String]', undef))
