notify { 'a': }
notify { 'b': }
[Notify['a'], undef] -> Notify['b']
