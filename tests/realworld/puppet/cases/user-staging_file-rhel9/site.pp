class { 'staging':
  path  => '/opt/staging',
  owner => 'root',
  group => 'root',
}
staging::file { 'app.tar.gz':
  source => 'https://example.com/app.tar.gz',
}
staging::extract { 'app.tar.gz':
  target  => '/opt',
  creates => '/opt/app',
  require => Staging::File['app.tar.gz'],
}
