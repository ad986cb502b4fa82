function f($a, $b = $a * 2) { $b }
notice(f(3))
