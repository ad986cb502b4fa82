define d($a = $title, $b = "${a}-b") { notify { "d-${title}": message => $b } }
d { 'x': }
d { 'y': a => 'given' }
