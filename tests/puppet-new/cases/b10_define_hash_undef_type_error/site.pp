define d(Hash[String, Integer] $h) { }
d { 'x': h => { 'a' => undef } }
