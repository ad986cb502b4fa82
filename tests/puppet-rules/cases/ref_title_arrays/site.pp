file { ['/a', '/b']: }
exec { 'one': command => '/bin/true', require => File[['/a']] }
exec { 'two': command => '/bin/true', require => File['/a'] }
exec { 'three': command => '/bin/true', require => File['/a', '/b'] }
exec { 'four': command => '/bin/true', require => Resource['file', ['/b']] }
notice(File[['/a']])
notice(File[[['/a'], '/b']])
notice(File[[]])
notice(File[undef, '/a'])
notice(Class[[foo]])
notice(Class['::Foo'])
