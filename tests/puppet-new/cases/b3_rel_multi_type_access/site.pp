notify { ['a', 'b', 'c']: }
file { '/f': ensure => file }
Notify['a', 'b'] -> File['/f'] <- Notify['c']
