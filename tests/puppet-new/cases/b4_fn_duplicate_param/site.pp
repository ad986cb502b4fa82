function f($a, $a) { 1 }
