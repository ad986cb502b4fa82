notify { 'x': message => [1.5, 10000000000, -0.0, 1e3] }
