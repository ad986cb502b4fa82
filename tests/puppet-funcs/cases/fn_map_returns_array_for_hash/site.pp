notice({a => 1, b => 2}.map |$k, $v| { $v })
notice([1, 2, 3].map |$x| { if $x == 2 { break() } $x })
