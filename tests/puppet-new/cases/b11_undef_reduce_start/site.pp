$r = [1, 2].reduce(undef) |$m, $v| { if $m == undef { $v } else { $m + $v } }
notify { "r${r}": }
