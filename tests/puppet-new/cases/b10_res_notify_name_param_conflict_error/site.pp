notify { 'a': name => 'shared' }
notify { 'b': name => 'shared' }
