class { 'rsync::server':
  motd_file => '/etc/rsync-motd',
}
