notify { 'a': tag => ['x', 'Y'] }
notify { 'b': tag => 'z::w' }
