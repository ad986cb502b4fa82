class { 'java':
  distribution => 'jdk',
  version      => 'latest',
}
