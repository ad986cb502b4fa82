$v = 'b'
notify { 'x': message => $v ? { 'a' => 1, default => 2 }, loglevel => 'info' }
