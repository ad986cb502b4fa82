notify { 'x': message => $facts['nope']['deeper'] }
