notice({'a' => 1, 'b' => 2}['a', 'b', 'c'])
notice({'a' => 1}['z'])
