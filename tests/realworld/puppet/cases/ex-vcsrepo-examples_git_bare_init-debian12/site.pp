vcsrepo { '/tmp/vcstest-git-bare':
  ensure   => bare,
  provider => git,
}
