class { 'tftp':
  directory => '/srv/tftp',
  address   => $facts['networking']['ip'],
}
tftp::file { 'pxelinux.0':
  source => 'puppet:///modules/tftp/pxelinux.0',
}
