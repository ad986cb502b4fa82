10.step(2) |$x| { notice($x) }
