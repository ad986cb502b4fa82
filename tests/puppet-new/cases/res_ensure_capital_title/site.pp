user { 'Root': ensure => present }
