function f($x) { if $x > 1 { return('big') } 'small' }
notice([f(1), f(2)])
