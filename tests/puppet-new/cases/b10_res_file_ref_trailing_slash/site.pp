file { '/tmp/dir': ensure => directory }
notify { 'n': require => File['/tmp/dir/'] }
