[1, 2, 3].reverse_each.each |$i, $x| { notice("${i} ${x}") }
