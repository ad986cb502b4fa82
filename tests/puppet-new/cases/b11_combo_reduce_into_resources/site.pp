$sum = [1, 2, 3].reduce(0) |$m, $v| { $m + $v }
notify { "sum-${sum}": }
