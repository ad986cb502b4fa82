notify { 'a': message => default }
