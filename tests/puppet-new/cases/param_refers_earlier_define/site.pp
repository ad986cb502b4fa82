define d($a = 1, $b = $a + 1) { notify { $title: message => "${a} ${b}" } }
d { 'x': }
d { 'y': a => 10 }
