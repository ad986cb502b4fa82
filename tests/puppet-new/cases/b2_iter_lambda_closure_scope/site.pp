$outer = 'o'
[1].each |$x| { $inner = "i${x}" notice("${outer} ${inner}") }
notice("after [${inner}] ${x}")
