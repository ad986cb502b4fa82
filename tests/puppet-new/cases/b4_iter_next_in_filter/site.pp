notice([1, 2, 3].filter |$v| { if $v == 2 { next(true) } false })
