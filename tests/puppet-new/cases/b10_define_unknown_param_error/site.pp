define d($a = 1) { }
d { 'x': b => 2 }
