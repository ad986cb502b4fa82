file { '/tmp/a': ensure => file, ignore => [] }
