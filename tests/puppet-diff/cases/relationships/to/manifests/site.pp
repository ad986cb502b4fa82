node default {
  package { ['a', 'b']: ensure => installed }
  service { 's1': ensure => running, require => Package['b'], notify => [Service['s3'], Service['s2']] }
  service { 's2': ensure => running, subscribe => [Package['a'], Package['b']] }
  service { 's3': ensure => running }
  Package['b'] -> Service['s3']
}
