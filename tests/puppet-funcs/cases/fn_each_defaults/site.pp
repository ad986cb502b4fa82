[1, 2].each |$x, $y = 'd'| { notice("${x} ${y}") }
