@notify { ['a', 'b', 'c']: }
realize(Notify['a', 'c'])
