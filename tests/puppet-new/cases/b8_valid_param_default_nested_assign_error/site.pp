class foo($a = $x = 10) {}
