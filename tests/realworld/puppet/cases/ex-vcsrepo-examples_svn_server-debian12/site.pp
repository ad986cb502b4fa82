vcsrepo { '/tmp/vcstest-svn-server':
  ensure   => present,
  provider => svn,
}
