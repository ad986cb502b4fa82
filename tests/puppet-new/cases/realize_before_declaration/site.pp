realize(Notify['a'])
@notify { 'a': }
