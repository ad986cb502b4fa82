function f($a, $b = 'dflt', $c = "${a}-${b}") { [$a, $b, $c] }
notice(f(1))
notice(f(1, 2))
notice(f(1, 2, 3))
