notify { 'a': message => [1, 2.5, true, false, -3, '007'] }
