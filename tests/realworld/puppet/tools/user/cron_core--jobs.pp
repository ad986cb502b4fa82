cron { 'logrotate':
  command => '/usr/sbin/logrotate /etc/logrotate.conf',
  user    => 'root',
  hour    => 2,
  minute  => 0,
}
host { 'db.example.com':
  ip           => '192.0.2.50',
  host_aliases => ['db'],
}
mailalias { 'postmaster': recipient => 'root' }
mount { '/mnt/data':
  ensure  => mounted,
  device  => '/dev/vdb1',
  fstype  => 'ext4',
  options => 'defaults',
}
ssh_authorized_key { 'deploy@example':
  user => 'deploy',
  type => 'ssh-ed25519',
  key  => 'AAAAC3NzaC1lZDI1NTE5AAAAIBexamplekeyexamplekeyexamplekey',
}
selboolean { 'httpd_can_network_connect':
  value      => on,
  persistent => true,
}
augeas { 'sshd_config':
  context => '/files/etc/ssh/sshd_config',
  changes => ['set PermitRootLogin no'],
}
