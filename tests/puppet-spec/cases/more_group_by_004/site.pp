notify { String(group_by(a => [1, 2], b => [1]) |$k, $v| { $v.length }): }
