notify { 'a': }
Notify['a'] -> Notify['m1']
Notify['m2'] -> Notify['a']
