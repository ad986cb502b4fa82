notify { 'x': message => { 'a' => undef, 'b' => 'c' } }
