Notify { 'x': message => 'via ref' }
