exec { 'e': command => '/bin/true' }
file { '/f': ensure => file }
service { 's': subscribe => [Exec['e'], File['/f']] }
