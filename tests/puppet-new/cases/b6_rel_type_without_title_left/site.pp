notify { 'a': }
Notify -> Notify['a']
