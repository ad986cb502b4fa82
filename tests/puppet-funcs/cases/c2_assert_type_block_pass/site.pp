$r = assert_type(Integer, 3) |$e, $a| { fail('not called') }
notice($r)
