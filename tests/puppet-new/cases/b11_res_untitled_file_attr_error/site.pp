notify { 'x': message => File }
