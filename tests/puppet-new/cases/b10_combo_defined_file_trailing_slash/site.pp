file { '/tmp/d': ensure => directory }
notify { 'n': message => "${defined(File['/tmp/d/'])} ${defined(File['/tmp/e'])}" }
