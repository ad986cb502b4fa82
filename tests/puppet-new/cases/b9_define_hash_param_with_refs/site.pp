define d(Hash $h) { notify { "d-${title}": message => "${h}" } }
d { 'x': h => { 'r' => File['/etc/x'], 'n' => 1 } }
