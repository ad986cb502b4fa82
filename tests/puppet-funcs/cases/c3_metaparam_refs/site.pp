file { ['/a', '/b']: ensure => file }
exec { 'x': command => '/bin/true', require => File['/a', '/b'], before => 'Notify[n]' }
notify { 'n': subscribe => [Exec['x']], noop => true, loglevel => 'warning' }
service { 's': ensure => running, notify => Notify['n'], tag => ['Alpha', 'beta'] }
