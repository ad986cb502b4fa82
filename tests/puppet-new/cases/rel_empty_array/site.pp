notify { 'a': }
Notify['a'] -> []
