@notify { 'r1': }
realize(Notify['r1'], Notify['nope'])
