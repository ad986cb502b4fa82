Notify { tag => 'dtag' }
notify { 'a': tag => 'rtag' }
notify { 'b': }
