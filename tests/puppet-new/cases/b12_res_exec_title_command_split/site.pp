exec { 'echo hello': path => ['/bin', '/usr/bin'], unless => 'test -f /x' }
exec { 'second':
  command     => '/bin/echo two',
  refreshonly => true,
  subscribe   => Exec['echo hello'],
}
