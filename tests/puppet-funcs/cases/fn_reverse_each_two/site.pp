[1].reverse_each |$a, $b| { }
