$x = 1
[5].each |$v| { $x = $v notice("in ${x}") }
notice("out ${x}")
