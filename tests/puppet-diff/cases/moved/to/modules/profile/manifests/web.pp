class profile::web {
  package { 'nginx': ensure => installed }
  file { '/etc/sysctl.d/10-web.conf': ensure => file, content => "net.core.somaxconn = 1024\n" }
  user { 'deploy': ensure => present, shell => '/bin/sh' }
}
