notice(Integer[1,4].reduce |$m, $x| { $m + $x })
notice(reverse_each(['a','b','c']).reduce |$m, $x| { "${m}${x}" })
notice(reduce(3, 10) |$m, $x| { $m + $x })
notice({a=>1,b=>2}.reduce([]) |$m, $kv| { $m + $kv[0] })
