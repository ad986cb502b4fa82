file { '/etc/motd': audit => ['content', 'mode'], noop => true }
notify { 'loud': loglevel => warning, noop => false }
