notify { 'n': message => 'a', message => 'b' }
