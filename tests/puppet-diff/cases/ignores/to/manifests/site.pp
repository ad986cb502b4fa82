node default {
  file { '/tmp/cache': ensure => directory, mode => '0700' }
  file { '/tmp/new': ensure => directory }
  file { '/etc/app.conf': ensure => file, mode => '0600', owner => 'app', content => "b\n" }
  exec { 'build-assets': command => '/bin/false', timeout => 600 }
  exec { 'migrate': command => '/bin/true', timeout => 120 }
  notify { 'hello': message => 'two' }
}
