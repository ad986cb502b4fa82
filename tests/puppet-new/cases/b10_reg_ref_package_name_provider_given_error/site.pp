package { 'web-pkg': name => 'nginx', provider => 'apt' }
notify { 'n': require => Package['nginx'] }
