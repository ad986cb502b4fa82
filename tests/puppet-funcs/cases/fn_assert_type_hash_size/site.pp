assert_type(Hash[String, Integer, 2, 3], {a => 1})
