package { 'p': }
notify { 'x': require => Package['p'] }
notify { 'y': require => Resource['package', 'p'] }
