service { 'myservice':
  provider => 'runit',
  path     => '/path/to/daemons',
}
