exec { 'x': command => '/bin/true', onlyiff => 'x' }
