$b = [1,2,3]
notice($b.reduce |$memo,$x| { $memo + $x })
notice(reduce($b) |$memo,$x| { $memo + $x })
