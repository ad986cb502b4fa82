file { ['/a', '/b']: }
exec { 'one': command => '/bin/true', require => File[['/a']] }
exec { 'two': command => '/bin/true', require => File['/a'] }
exec { 'three': command => '/bin/true', require => File['/a', '/b'] }
exec { 'four': command => '/bin/true', require => Resource['file', ['/b']] }
exec { 'five': command => '/bin/true', require => File[[], undef] }
notice(File[['/a']] =~ Array)
notice(File['/a'] =~ Array)
notice(File[[['/a'], '/b']].length)
notice(File[[]])
notice(File[undef, '/a'].length)
notice(Class[[foo]] =~ Array)
notice(Class['::Foo'] == Class[foo])
