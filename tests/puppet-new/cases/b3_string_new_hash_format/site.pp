notice(String({'a' => 1, 'b' => [2]}))
