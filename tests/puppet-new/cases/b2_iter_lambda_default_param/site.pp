[1, 2].each |$x, $y = 'dflt'| { notice("$x $y") }
