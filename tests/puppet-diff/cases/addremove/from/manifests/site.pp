node default {
  notify { 'stays': message => 'same' }
  notify { 'goes': message => 'bye' }
  user { 'alice': ensure => present, uid => 1001 }
  file { 'motd': path => '/etc/motd', content => "hi\n" }
}
