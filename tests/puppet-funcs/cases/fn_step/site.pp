notice(Array([1, 2, 3, 4, 5].step(2)))
notice(Array(10.step(3)))
notice([a, b, c, d].step(3) |$x| { $x })
notice(Array('abcde'.step(2)))
