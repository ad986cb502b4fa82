assert_type(Hash[Integer, String], {'a' => 'b'})
