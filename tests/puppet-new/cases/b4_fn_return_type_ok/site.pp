function f(Integer $x) >> Integer { $x + 1 }
notice(f(1))
