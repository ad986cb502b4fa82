notify { 'x': message => }
