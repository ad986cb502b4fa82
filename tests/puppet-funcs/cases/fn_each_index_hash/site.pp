{a => 1, b => 2}.each |$x, $y| { notice("${x}=${y}") }
