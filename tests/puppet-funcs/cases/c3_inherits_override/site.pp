class base($port = 80) {
  file { '/etc/app.conf': ensure => file, content => "port ${port}", tag => ['t1'] }
  service { 'app': ensure => running, require => [File['/etc/app.conf']] }
}
class child inherits base {
  File['/etc/app.conf'] { content => 'child', mode => '0640' }
  Service['app'] { require +> Package['app'], ensure => undef }
  package { 'app': ensure => installed }
}
include child
