notice(5.filter |$x| { $x > 2 })
