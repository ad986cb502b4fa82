$y = [1].map |$x| >> Integer { $x + 1 }
notice($y)
