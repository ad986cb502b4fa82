package { 'web-pkg': name => 'nginx' }
notify { 'n': message => "${defined(Package['nginx'])}" }
