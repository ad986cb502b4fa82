@notify { 'v': }
notify { 'a': }
Notify['a'] -> Notify['v']
realize(Notify['v'])
