function f(Integer $x, $y) { $x }
notice(f(1))
