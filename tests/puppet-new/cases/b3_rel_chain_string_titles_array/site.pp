notify { ['a', 'b']: }
notify { 'c': }
Notify[['a', 'b']] -> Notify['c']
