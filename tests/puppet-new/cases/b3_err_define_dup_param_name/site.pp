define d($a, $a) { }
