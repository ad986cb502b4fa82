function foo($a = 10, $a = 20) {}
