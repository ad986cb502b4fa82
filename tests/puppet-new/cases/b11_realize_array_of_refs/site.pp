@notify { ['a', 'b', 'c']: }
realize([Notify['a'], Notify['c']])
