notice(Integer ? { Type => 'type', default => 'x' })
notice(3 ? { Numeric => 'num', default => 'x' })
notice([1] ? { Array[String] => 'strings', Array[Integer] => 'ints' })
