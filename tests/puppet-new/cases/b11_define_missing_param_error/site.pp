define d(String $req) {}
d { 'a': }
