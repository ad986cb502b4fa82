file { 'one': path => '/tmp/x' }
file { '/tmp/x': }
