class k {}
define d() { contain k }
d { 'x': }
notify { 'n': }
