function f(Integer *$x) { $x }
notice(f(1, 2))
notice(f())
notice(f(1, 'a'))
