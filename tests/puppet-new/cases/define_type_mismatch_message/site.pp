define d(Integer[1,10] $n) { }
d { 'x': n => 11 }
