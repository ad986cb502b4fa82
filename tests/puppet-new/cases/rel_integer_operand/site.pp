notify { 'a': }
Notify['a'] -> 3
