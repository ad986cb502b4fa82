file { ['/a', '/b']: ensure => directory, mode => '0755' }
