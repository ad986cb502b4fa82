class { 'rsync::server':
  use_xinetd => false,
}
rsync::server::module { 'repo':
  path    => '/srv/repo',
  require => File['/srv/repo'],
}
file { '/srv/repo': ensure => directory }
