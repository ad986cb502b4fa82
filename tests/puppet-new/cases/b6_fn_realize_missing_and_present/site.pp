@notify { 'a': }
realize(Notify['a'], Notify['nope'])
