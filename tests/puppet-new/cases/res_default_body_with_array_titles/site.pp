file { default: ensure => file, mode => '0644'; ['/tmp/a', '/tmp/b']: ; '/tmp/c': mode => '0600' }
