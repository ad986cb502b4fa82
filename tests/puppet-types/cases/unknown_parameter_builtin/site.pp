service { 'ntp': ensure => running, bogus => 1 }
