file { '/srv/data': ensure => directory }
file { '/srv/data/': ensure => directory, mode => '0755' }
