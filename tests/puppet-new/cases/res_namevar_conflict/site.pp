file { 'one': path => '/tmp/x' }
file { 'two': path => '/tmp/x' }
