function f(Integer $x) { $x }
notice(f(1, 2))
