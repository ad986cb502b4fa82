file { '/tmp/d': ensure => directory }
File['/tmp/d/'] -> notify { 'n': }
