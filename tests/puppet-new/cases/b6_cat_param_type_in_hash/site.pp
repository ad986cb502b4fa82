notify { 'a': message => { 'k' => Integer[1, 2] } }
