notice(Integer[3, 0].map |$i| { $i })
