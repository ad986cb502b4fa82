node default {
  package { ['a', 'b', 'c']: ensure => installed }
  exec { 'x': command => '/bin/true', require => [Package['a'], Package['b']] }
  file { '/etc/hosts.allow': ensure => file, content => "all\n" }
  host { 'db': ip => '10.0.0.2', host_aliases => ['db1', 'database'] }
  notify { 'list': message => ['one', 'two', 'three'] }
  notify { 'nested': message => { 'k' => ['x', 'y'], 'j' => 1 } }
}
