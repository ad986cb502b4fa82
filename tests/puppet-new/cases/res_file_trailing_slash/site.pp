file { '/tmp/dir/': ensure => directory }
file { '/tmp/dir': ensure => directory }
