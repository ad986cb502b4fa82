define d($a = 1) { }
d { 'x': b => 1, c => 2 }
