function f(Integer $x) >> String { $x + 1 }
notice(f(1))
