vcsrepo { '/tmp/vcstest-bzr-init':
  ensure   => present,
  provider => bzr,
}
