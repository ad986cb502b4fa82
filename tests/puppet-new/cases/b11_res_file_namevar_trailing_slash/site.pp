file { '/tmp/x/': ensure => directory }
notify { 'n': require => File['/tmp/x'] }
