$f = r12c::apply_twice(5) |$x| { $x * 3 }
notice($f)
notice(r12c::apply_twice(1) |$a, $b| { $a })
