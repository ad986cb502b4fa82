notify { 'a': message => [/ab+c/] }
