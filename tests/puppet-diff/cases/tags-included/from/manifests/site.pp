node default {
  file { '/tmp/t': ensure => file, tag => ['one'] }
  notify { 'n': message => 'm' }
}
