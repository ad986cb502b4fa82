define d(Hash $h) { notify { "d-${title}": message => "${h}" } }
d { 'x': h => { Notify['a'] => 1, 'b' => [Class['k']] } }
