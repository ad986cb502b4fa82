notify { 'a': alias => 'b' }
notify { 'b': }
