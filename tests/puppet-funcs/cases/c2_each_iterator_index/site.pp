[10, 20, 30].reverse_each.each |$i, $v| { notice("${i}=${v}") }
3.each |$i| { notice($i) }
