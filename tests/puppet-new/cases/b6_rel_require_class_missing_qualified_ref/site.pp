notify { 'a': require => Class['k::sub'] }
