file { 'a': path => '/tmp/one' }
file { 'b': path => '/tmp/two', alias => '/tmp/one' }
