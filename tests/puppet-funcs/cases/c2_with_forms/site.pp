notice(with(1, 2) |$a, $b| { $a + $b })
notice(with() || { 'none' })
notice(with([1]) |Array $a, $b = 'd'| { "${a}${b}" })
