package { 'a': ensure => '1.0' }
ensure_packages('a')
