define d(Integer $n = 'nope') { }
d { 'x': }
