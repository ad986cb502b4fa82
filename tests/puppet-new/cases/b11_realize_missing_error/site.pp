@notify { 'a': }
realize(Notify['b'])
