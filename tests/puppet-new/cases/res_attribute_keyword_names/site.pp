exec { 'x': command => '/bin/true', unless => '/bin/false', path => '/bin' }
notify { 'y': message => 'm', tag => 'class' }
