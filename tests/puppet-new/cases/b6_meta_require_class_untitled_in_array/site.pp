notify { 'b': }
notify { 'a': require => [Notify['b'], Class] }
