$k = {'apples' => 1, 'oranges' => 2}.keys
notice("${k[0]} & ${k[1]}")
notice({}.keys.reduce(0) |$m, $v| { $m+1 })
notice({undef => 1}.keys.map |$v| { $v.type })
$v = {'apples' => 1, 'oranges' => 2}.values
notice("${v[0]} & ${v[1]}")
notice({a => undef}.values.map |$v| { $v.type })
