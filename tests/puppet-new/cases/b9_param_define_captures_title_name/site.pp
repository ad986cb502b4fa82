define d($a = $title, $b = $name) { notify { "d-${title}": message => "${a} ${b}" } }
d { 'x': }
d { 'y': name => 'other' }
