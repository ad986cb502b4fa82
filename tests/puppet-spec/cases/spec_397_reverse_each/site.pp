Integer[5,8].reverse_each |$x| { notice($x) }
