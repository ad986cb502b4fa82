notify { ['a', 'b', 'c']: }
Notify['a', 'b'] -> Notify['c']
