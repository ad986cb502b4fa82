notify { 'b': }
Notify['b'] -> Class['nope']
