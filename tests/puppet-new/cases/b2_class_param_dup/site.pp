class c($a, $a) { }
