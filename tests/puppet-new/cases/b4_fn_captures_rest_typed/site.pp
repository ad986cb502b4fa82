function f(Integer *$r) { $r }
notice(f(1, 2))
notice(f(1, 'x'))
