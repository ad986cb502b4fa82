notify { 'a': alias => ['b', 'c'] }
notify { 'd': require => [Notify['b'], Notify['c']] }
