node default {
  file { '/tmp/t': ensure => file, tag => ['one', 'two'] }
  notify { 'n': message => 'm', tag => 'extra' }
}
