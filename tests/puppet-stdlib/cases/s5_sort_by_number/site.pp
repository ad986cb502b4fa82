notice(stdlib::sort_by(1) |$x| { $x })
