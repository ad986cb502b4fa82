notify { 'a': ensure => present }
