notify { 'x': message => "${'3' + 4}" }
