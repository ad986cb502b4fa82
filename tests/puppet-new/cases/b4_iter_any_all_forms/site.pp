notice([1, 2].any |$v| { $v > 1 })
notice([1, 2].all |$v| { $v > 1 })
notice({'a' => 1}.any |$k, $v| { $v == 1 })
notice([].all |$v| { false })
