vcsrepo { '/srv/app':
  ensure   => present,
  provider => git,
  source   => 'https://github.com/example/app.git',
  revision => 'main',
}
