$f = [1, 2, 3].reduce |$m, $v| { $m + $v }
notice($f)
