notify { []: message => 'x' }
notify { 'after': }
