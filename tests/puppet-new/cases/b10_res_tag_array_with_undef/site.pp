notify { 'a': tag => ['x', undef, 'y'] }
