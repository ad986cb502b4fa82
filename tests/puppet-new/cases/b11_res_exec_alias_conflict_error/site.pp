exec { 'a': command => '/bin/true', alias => 'b' }
exec { 'b': command => '/bin/false' }
