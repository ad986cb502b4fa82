notify { 'a': alias => 'z' }
notify { 'b': alias => 'z' }
