notice({'a' => 'b'}.capitalize)
