notify { 'x': message => /ab+c/ }
