notice(unique({a => 1, b => 2, c => 3}) |$v| { $v % 2 })
