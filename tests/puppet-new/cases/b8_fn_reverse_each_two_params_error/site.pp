[1].reverse_each() |$v1, $v2| { }
