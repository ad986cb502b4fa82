define d($a = 1, $a = 2) { }
