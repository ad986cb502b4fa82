notify { 'a': message => { 'x' => undef, 'y' => [undef, 1] } }
