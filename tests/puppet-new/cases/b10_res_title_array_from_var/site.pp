$names = ['a', 'b', 'c']
notify { $names: message => 'same' }
