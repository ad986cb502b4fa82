service { 'myservice':
  provider => 'daemontools',
  path     => '/path/to/daemons',
}
