$v = 'z'
notify { 'a': message => $v ? { 'a' => 1 } }
