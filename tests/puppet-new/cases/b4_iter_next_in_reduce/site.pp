notice([1, 2, 3].reduce |$m, $v| { if $v == 2 { next($m) } $m + $v })
