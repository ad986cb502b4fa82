notify { 'a': }
notify { 'b': }
notice Notify['b'] -> Notify['a']
