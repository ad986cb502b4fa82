file { '/srv/x': ensure => directory }
file { '/srv/x/': ensure => directory }
