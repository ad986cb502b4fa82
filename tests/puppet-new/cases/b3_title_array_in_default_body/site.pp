notify { default: message => 'd'; ['a', 'b']: ; 'c': message => 'own' }
