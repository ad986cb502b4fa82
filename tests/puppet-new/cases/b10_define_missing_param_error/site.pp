define d(String $req) { }
d { 'x': }
