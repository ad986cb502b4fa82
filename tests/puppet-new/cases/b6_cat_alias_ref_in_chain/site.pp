notify { 'a': alias => 'al' }
notify { 'b': }
Notify['al'] -> Notify['b']
