notify { 'x': message => $y = 'a' }
