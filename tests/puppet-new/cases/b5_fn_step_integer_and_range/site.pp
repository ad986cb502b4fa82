10.step(2) |$x| { notice($x) }
Integer[5,20].step(4) |$x| { notice($x) }
