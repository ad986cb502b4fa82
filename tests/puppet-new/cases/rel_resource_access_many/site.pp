notify { ['a', 'b', 'c']: }
Notify['a'] -> Notify['b', 'c']
