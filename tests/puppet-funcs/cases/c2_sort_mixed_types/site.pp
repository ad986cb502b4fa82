notice(sort([3, 1.5, 2]))
notice(sort(['b', 'A', 'a', 'B']))
notice(sort('dcab'))
notice(sort([2, 1]) |$a, $b| { compare($b, $a) })
