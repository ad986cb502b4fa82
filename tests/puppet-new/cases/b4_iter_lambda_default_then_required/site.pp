[1].each |$a = 1, $b| { notice($b) }
