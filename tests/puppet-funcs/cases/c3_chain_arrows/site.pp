package { 'ntp': ensure => installed }
file { '/etc/ntp.conf': ensure => file }
service { 'ntpd': ensure => running }
exec { 'a': command => '/bin/true' }
exec { 'b': command => '/bin/true' }
Package['ntp'] -> File['/etc/ntp.conf'] ~> Service['ntpd']
[Exec['a'], Exec['b']] -> Service['ntpd']
Service['ntpd'] <- Package['ntp']
