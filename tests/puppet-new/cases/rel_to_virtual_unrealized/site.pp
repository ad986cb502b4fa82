notify { 'a': }
@notify { 'v': }
Notify['a'] -> Notify['v']
