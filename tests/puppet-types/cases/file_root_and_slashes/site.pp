file { '/': ensure => directory }
file { '/etc//': ensure => directory }
file { '/var/lib': ensure => directory }
file { 'x': path => '/srv/x/', ensure => file }
