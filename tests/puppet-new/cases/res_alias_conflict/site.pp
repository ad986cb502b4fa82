notify { 'a': alias => 'same' }
notify { 'b': alias => 'same' }
