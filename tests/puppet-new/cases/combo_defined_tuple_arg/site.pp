notify { 'r': message => "${defined([Notify['r']])}" }
