notify { 'a': }
notify { 'b': }
notify { 'c': require => [Notify['a'], Resource['notify', 'b']] }
