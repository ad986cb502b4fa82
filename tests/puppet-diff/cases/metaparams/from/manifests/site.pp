node default {
  package { ['openssl', 'nginx']: ensure => installed }
  file { '/etc/nginx/nginx.conf': ensure => file, content => "x\n", require => Package['nginx'] }
  service { 'nginx': ensure => running, subscribe => File['/etc/nginx/nginx.conf'] }
  exec { 'reload': command => '/bin/true', refreshonly => true, before => Service['nginx'] }
  exec { 'warm': command => '/bin/true', require => [Package['openssl'], Package['nginx']] }
}
