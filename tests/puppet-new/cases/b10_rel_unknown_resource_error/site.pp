notify { 'a': }
Notify['a'] -> Notify['b']
