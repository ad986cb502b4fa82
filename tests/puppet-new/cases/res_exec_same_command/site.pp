exec { 'a': command => '/bin/true' }
exec { 'b': command => '/bin/true' }
