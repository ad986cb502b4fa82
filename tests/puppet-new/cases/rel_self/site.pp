notify { 'a': }
Notify['a'] -> Notify['a']
