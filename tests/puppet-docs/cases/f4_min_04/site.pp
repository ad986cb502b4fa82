notice(min("2", "10", "100") |$a, $b| { compare($a, $b) })
