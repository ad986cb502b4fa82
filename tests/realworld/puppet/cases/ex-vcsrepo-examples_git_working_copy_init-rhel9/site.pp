vcsrepo { '/tmp/vcstest-git-wc':
  ensure   => present,
  provider => git,
}
