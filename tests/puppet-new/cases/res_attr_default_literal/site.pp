notify { 'x': message => default }
