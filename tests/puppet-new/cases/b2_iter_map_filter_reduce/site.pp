$r = [1, 2, 3, 4].filter |$x| { $x % 2 == 0 }.map |$x| { $x * 10 }.reduce(5) |$m, $x| { $m + $x }
notice($r)
notice({ 'a' => 1, 'b' => 2 }.filter |$k, $v| { $v > 1 })
notice([3, 1, 2].sort.reverse_each.map |$x| { $x })
