file { 'sshdconfig':
  path => $operatingsystem ? {
    solaris => '/usr/local/etc/ssh/sshd_config',
    default => '/etc/ssh/sshd_config',
  },
  source => '...'
}

service { 'sshd':
  subscribe => File['sshdconfig'],
}
