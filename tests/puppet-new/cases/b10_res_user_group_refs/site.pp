group { 'staff': ensure => present }
user { 'bob': ensure => present, gid => 'staff', require => Group['staff'] }
