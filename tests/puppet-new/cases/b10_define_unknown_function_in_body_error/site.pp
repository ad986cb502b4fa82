define d() { $x = no_such_function(1) }
d { 'x': }
