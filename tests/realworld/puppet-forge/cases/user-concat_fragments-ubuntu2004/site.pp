concat { '/etc/app.conf':
  owner => 'root',
  mode  => '0644',
}
concat::fragment { 'header':
  target  => '/etc/app.conf',
  content => "# managed\n",
  order   => '01',
}
concat::fragment { 'body':
  target  => '/etc/app.conf',
  content => "key = value\n",
  order   => '10',
}
ini_setting { 'app option':
  ensure  => present,
  path    => '/etc/app.ini',
  section => 'main',
  setting => 'option',
  value   => 'yes',
}
archive { '/tmp/app.tar.gz':
  source       => 'https://example.com/app.tar.gz',
  extract      => true,
  extract_path => '/opt',
  creates      => '/opt/app',
  cleanup      => true,
}
