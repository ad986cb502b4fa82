notice({'a' => 1, 'b' => 2}.filter |$k, $v| { $v > 1 })
notice([1, 2, 3, 4].filter |$i, $v| { $i % 2 == 0 })
notice({'a' => 1, 'b' => 2}.filter |$p| { $p[0] == 'a' })
