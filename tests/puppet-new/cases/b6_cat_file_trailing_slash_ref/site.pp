file { '/tmp/dir': ensure => directory }
notify { 'a': require => File['/tmp/dir/'] }
