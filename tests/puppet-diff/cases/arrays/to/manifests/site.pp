node default {
  package { ['c', 'a', 'b']: ensure => installed }
  exec { 'x': command => '/bin/true', require => [Package['b'], Package['a']] }
  file { '/etc/hosts.allow': ensure => file, content => "all\n" }
  host { 'db': ip => '10.0.0.2', host_aliases => ['database', 'db1'] }
  notify { 'list': message => ['three', 'one', 'two'] }
  notify { 'nested': message => { 'j' => 1, 'k' => ['y', 'x'] } }
}
