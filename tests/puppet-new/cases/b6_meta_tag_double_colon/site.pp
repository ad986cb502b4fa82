notify { 'a': tag => 'a::b' }
