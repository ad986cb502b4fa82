notify { 'x': message => 'one' }
notify { 'x': message => 'two' }
