node default {
  package { ['a', 'b']: ensure => installed }
  service { 's1': ensure => running, require => Package['a'], notify => [Service['s2'], Service['s3']] }
  service { 's2': ensure => running, subscribe => Package['a'] }
  service { 's3': ensure => running, before => Service['s2'] }
}
