define d($a = 1) { }
d { 'x': }
D['x'] { b => 2 }
