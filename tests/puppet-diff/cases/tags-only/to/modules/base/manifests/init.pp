class base {
  tag 'baseline'
  file { '/etc/issue': ensure => file, content => "hi\n", tag => ['console', 'login'] }
  package { 'curl': ensure => installed, tag => 'tools' }
}
