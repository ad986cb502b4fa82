notice([1].map |$a, $b, $c| { 1 })
