notice(r12c::maybe_twice(3))
notice(r12c::maybe_twice(3) |$x| { $x + 100 })
