notify { 'a': tag => 'has space' }
