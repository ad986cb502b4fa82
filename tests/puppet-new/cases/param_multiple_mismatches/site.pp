define d(Integer $a, String $b) { }
d { 'x': a => 'x', b => 1 }
