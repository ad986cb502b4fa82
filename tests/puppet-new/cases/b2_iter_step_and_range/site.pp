Integer[1, 5].each |$i| { notice($i) }
notice(Integer[0, 8].step(3).map |$i| { $i })
notice(10.map |$i| { $i }.length)
