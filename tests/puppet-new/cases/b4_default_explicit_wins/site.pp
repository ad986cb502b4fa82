Notify { message => 'default', tag => 'd' }
notify { 'x': message => 'own' }
