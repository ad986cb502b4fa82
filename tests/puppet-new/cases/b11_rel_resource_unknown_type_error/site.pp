notify { 'a': }
Notify['a'] -> Resource['nosuchtype', 'x']
