define d($a, $a = 1) { }
d { 'x': a => 2 }
