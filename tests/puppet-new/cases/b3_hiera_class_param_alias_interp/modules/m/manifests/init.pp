class m(Array $a, String $s) { notice($a) notice($s) }
