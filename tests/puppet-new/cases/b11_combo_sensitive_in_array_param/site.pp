notify { 'a': message => [Sensitive('x'), 'y'] }
