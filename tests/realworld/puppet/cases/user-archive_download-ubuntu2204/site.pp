archive { '/tmp/app.tar.gz':
  ensure       => present,
  source       => 'https://example.com/app-1.0.tar.gz',
  extract      => true,
  extract_path => '/opt',
  creates      => '/opt/app-1.0',
  cleanup      => true,
}
