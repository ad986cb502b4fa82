file { '/tmp/dir/': ensure => directory }
file { '/tmp/other//x': ensure => file }
