define d($a = 'A', $b = "${a}b") { notify { $title: message => $b } }
d { 'x': a => 'z' }
