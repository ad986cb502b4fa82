notify { 'x': unless => 'a' }
