node default {
  notify { 'stays': message => 'same' }
  notify { 'comes': message => 'hello' }
  user { 'bob': ensure => present, uid => 1002, groups => ['adm', 'sudo'] }
  file { 'motd2': path => '/etc/motd', content => "hi\n" }
  group { 'ops': ensure => present, members => ['bob'] }
}
