file { 'conf': path => '/etc/x.conf', ensure => file }
notify { 'n': require => File['/etc/x.conf'] }
