notice({a => 1}.map |$a, $b, $c| { 1 })
