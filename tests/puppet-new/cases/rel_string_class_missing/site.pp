notify { 'a': }
Notify['a'] -> 'nope'
