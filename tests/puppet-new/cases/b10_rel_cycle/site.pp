notify { 'a': }
notify { 'b': }
Notify['a'] -> Notify['b']
Notify['b'] -> Notify['a']
