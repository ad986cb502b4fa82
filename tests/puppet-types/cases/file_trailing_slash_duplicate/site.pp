file { '/tmp/a/': ensure => directory }
file { '/tmp/a': ensure => directory }
