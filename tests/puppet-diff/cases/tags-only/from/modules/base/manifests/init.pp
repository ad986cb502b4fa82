class base {
  file { '/etc/issue': ensure => file, content => "hi\n", tag => ['console'] }
  package { 'curl': ensure => installed }
}
