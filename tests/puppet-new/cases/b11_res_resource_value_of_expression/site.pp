$r = notify { 'a': }
notify { 'b': message => "${r}" }
