notify { 'a': before => Notify['b'] }
notify { 'b': }
Notify['a'] -> Notify['b']
