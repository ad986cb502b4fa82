notify { 'x': * => {'message' => 'a'}, * => {'tag' => 'b'} }
