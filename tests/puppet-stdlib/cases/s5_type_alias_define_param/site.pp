define d(Stdlib::Port $port) {}
d { 'x': port => 22 }
d { 'y': port => 'ssh' }
