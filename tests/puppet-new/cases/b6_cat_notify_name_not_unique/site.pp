notify { 'a': name => 'same' }
notify { 'b': name => 'same' }
