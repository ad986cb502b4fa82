$a = [3, 1, 2]
notice("s=${a.sort} l=${a.length} j=${a.map |$x| { $x * 2 }.join('-')}")
