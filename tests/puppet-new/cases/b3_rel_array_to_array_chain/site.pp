notify { ['a', 'b']: }
notify { ['c', 'd']: }
notify { 'e': }
[Notify['a'], Notify['b']] -> [Notify['c'], Notify['d']] ~> Notify['e']
