package { 'glusterfs-server':
  install_options => 'build-dep',
}
