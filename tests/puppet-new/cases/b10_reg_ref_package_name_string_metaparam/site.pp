package { 'web-pkg': name => 'nginx' }
notify { 'n': require => 'Package[nginx]' }
