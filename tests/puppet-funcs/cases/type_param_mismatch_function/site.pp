function f(Integer $x, String $y = 'a') { $x }
notice(f('a'))
