file { 'a': path => '/tmp/same' }
file { 'b': path => '/tmp/same' }
