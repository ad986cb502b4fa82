vcsrepo { '/tmp/vcstest-hg-init':
  ensure   => present,
  provider => hg,
}
