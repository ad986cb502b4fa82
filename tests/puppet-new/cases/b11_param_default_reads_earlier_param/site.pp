define d($a, $b = "${a}-b") { notify { $b: } }
d { 'x': a => 'A' }
