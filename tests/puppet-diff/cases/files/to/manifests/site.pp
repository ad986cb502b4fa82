node default {
  file { '/etc/a': ensure => file, source => 'puppet:///modules/site/a.txt' }
  file { '/etc/b': ensure => file, source => 'puppet:///modules/site/b.txt' }
  file { '/etc/c': ensure => absent, mode => '0600', owner => 'nobody' }
  file { '/etc/d': ensure => directory, recurse => false }
}
