@notify { 'a': } @notify { 'b': } @notify { 'c': }
realize(Notify['a', 'b'])
