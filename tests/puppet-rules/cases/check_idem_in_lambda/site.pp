[1].each |$x| { $x
 notice($x) }
