notice(String([1,2,3].map |$x| { if $x == 1 { next(100) } $x*2 }))
notice(String([1,2,3].map |$x| { if $x == 1 { next() } $x*2 }))
notice([1,2,3].filter |$x| { if $x == 2 { next(false) } true })
notice([1,2,3].reduce |$m, $x| { if $x == 2 { next($m) } $m + $x })
function f($x) { if $x == 1 { next(10) } $x }
notice([1,2].map |$x| { f($x) })
