notice(4.partition |$x| { $x < 2 })
