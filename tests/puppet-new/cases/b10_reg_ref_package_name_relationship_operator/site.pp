package { 'web-pkg': name => 'nginx' }
Package['nginx'] -> notify { 'n': }
