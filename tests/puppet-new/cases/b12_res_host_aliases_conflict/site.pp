file { '/etc/a.conf': ensure => file, alias => 'conf' }
file { '/etc/b.conf': ensure => file, alias => 'conf' }
