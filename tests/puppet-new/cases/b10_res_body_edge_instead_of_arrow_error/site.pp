notify { 'x': tag -> 'a' }
