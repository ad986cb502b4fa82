exec { 'a': command => '/bin/x' }
exec { 'b': command => '/bin/x' }
