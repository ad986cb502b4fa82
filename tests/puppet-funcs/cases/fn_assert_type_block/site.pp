$r = assert_type(Integer, 'x') |$expected, $actual| { "${expected} vs ${actual}" }
notice($r)
