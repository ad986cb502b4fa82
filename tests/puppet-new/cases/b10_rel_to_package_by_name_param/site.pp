package { 'web-pkg': name => 'nginx' }
service { 'nginx': require => Package['nginx'] }
