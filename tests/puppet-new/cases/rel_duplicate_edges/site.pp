notify { ['a', 'b']: }
Notify['a'] -> Notify['b']
Notify['a'] -> Notify['b']
Notify['a'] ~> Notify['b']
