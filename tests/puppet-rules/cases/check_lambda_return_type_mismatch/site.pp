$y = [1].map |$x| >> Integer { 'a' }
notice($y)
