define d(Hash[String, Integer] $h) { }
d { 'x': h => { 'a' => 1, 'b' => 'two' } }
