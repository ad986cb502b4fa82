node default {
  package { ['openssl', 'nginx']: ensure => installed }
  file { '/etc/nginx/nginx.conf': ensure => file, content => "x\n", require => [Package['nginx'], Package['openssl']], notify => Exec['reload'] }
  service { 'nginx': ensure => running, subscribe => [File['/etc/nginx/nginx.conf'], Package['openssl']] }
  exec { 'reload': command => '/bin/true', refreshonly => true }
  Exec['reload'] -> Service['nginx']
  exec { 'warm': command => '/bin/true', require => Package['openssl'] }
}
