@notify { ['r1', 'r2', 'r3']: }
realize([Notify['r1'], Notify['r2']])
realize(Notify['r2'])
