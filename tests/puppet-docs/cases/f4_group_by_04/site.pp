{ a => [1, 2], b => [1] }.group_by |$k, $v| { $v.length }
