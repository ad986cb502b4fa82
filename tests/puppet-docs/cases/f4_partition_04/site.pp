{ a => [1, 2], b => [] }.partition |$k, $v| { $v.empty }
