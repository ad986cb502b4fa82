exec { 'x': command => '/bin/true', unless => '/bin/false', onlyif => '/bin/true' }
