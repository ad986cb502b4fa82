[[1, 2, 3]].each |$a, *$rest| { notice("$a ${rest}") }
