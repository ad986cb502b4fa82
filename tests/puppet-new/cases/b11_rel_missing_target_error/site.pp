notify { 'a': }
Notify['a'] -> Notify['nosuch']
