notify { 'a': alias => 'al' }
notify { 'b': alias => 'bl' }
Notify['al'] -> Notify['bl']
