notify { String(partition(a => [1, 2], b => []) |$k, $v| { $v.empty }): }
