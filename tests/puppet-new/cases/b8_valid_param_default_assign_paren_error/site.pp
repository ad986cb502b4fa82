define foo($a = 10, $b = ($a = 10)) {}
