node default {
  file { '/tmp/cache': ensure => directory, mode => '0755' }
  file { '/tmp/scratch': ensure => directory, mode => '0755' }
  file { '/etc/app.conf': ensure => file, mode => '0644', owner => 'root', content => "a\n" }
  exec { 'build-assets': command => '/bin/true', timeout => 300 }
  exec { 'migrate': command => '/bin/true', timeout => 60 }
  notify { 'hello': message => 'one' }
}
