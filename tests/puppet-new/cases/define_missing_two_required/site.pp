define d($a, $b, $c = 1) { }
d { 'x': }
