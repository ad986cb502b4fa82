define d(Integer $n) { }
d { 'x': n => 'three' }
