type Port = Integer[1, 65535]
define d(Port $p) { }
d { 'x': p => 0 }
