notice([1, 2, 3, 4].group_by |$x| { $x % 2 })
notice([a, b, c].group_by |$i, $v| { $i < 2 })
notice({a => 1, b => 2, c => 1}.group_by |$k, $v| { $v })
notice({a => 1}.group_by |$p| { $p[1] })
