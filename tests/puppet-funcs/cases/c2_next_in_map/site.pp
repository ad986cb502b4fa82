notice([1,2,3].map |$x| { if $x == 2 { next(20) } $x })
notice([1,2,3].map |$x| { if $x == 2 { break() } $x })
notice([1,2,3].filter |$x| { if $x == 1 { next(false) } true })
