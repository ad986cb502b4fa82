define d(String $p) { }
d { 'x': p => undef }
