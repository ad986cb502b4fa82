node default {
  file { '/etc/a': ensure => file, source => 'puppet:///modules/site/a.txt' }
  file { '/etc/b': ensure => file, content => "b\n" }
  file { '/etc/c': ensure => file, mode => '0644', owner => 'root' }
  file { '/etc/d': ensure => directory, recurse => true }
}
