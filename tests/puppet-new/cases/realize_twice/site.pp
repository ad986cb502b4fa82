@notify { 'a': }
realize(Notify['a'])
realize(Notify['a'])
