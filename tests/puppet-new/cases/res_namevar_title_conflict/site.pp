file { '/tmp/x': }
file { 'other': path => '/tmp/x' }
