define d(Integer $n = 1) { }
D { n => 'str' }
d { 'x': }
