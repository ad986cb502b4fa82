file { '/tmp/a': ensure => file }
notice(getparam(File['/tmp/a'], ''))
