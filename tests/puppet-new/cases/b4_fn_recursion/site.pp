function fact(Integer $n) >> Integer { if $n <= 1 { 1 } else { $n * fact($n - 1) } }
notice(fact(10))
