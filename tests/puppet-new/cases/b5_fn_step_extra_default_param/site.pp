[1,2,3].step(1) |$v1, $v2=extra| { notice("${v1} ${v2}") }
notice([1].step(2) |$x| { $x } =~ Undef)
