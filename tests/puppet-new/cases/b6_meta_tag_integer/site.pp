notify { 'a': tag => 5 }
