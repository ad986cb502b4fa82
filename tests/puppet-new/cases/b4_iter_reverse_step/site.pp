notice([1, 2, 3].reverse_each.map |$x| { $x })
notice(Integer[1, 10].step(3).map |$x| { $x })
