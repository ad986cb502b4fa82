notice([1, 2, 3].partition |$x| { $x > 1 })
notice({a => 1, b => 2}.partition |$k, $v| { $v > 1 })
notice([a, b, c].partition |$i, $v| { $i == 1 })
