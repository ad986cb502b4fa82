notice(abs(1) |$x| { $x })
