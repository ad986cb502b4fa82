notify { 'a': }
notify { 'b': alias => 'a' }
