notice(3.any |$x| { $x == 2 })
notice('abc'.any |$x| { $x == 'b' })
