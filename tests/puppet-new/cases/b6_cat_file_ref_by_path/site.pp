file { 'one': path => '/tmp/x' }
notify { 'a': require => File['/tmp/x'] }
