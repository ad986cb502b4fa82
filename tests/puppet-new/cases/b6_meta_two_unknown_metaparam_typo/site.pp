notify { 'a': requires => Notify['b'] }
notify { 'b': }
