[$a, [$b, $c]] = [1,[2, 3]]
notice($a+$b+$c)
[$d] = 1
notice($d)
[$e] = [1]
notice($e)
