notify { 'a': tag => [['x'], 'y'] }
