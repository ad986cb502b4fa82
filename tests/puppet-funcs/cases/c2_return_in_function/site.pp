function f($x) { [1,2,3].each |$v| { if $v == $x { return $v * 100 } }
 'none' }
notice(f(2))
notice(f(9))
