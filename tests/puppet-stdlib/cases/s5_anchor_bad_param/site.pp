anchor { 'x': ensure => present }
