notice([1, 2, 3].reduce |$m, $v| { $m + $v })
notice([1, 2, 3].reduce(10) |$m, $v| { $m + $v })
notice({'a' => 1, 'b' => 2}.reduce({}) |$m, $p| { $m + {$p[1] => $p[0]} })
notice([].reduce |$m, $v| { 1 })
