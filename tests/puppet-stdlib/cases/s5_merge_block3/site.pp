notice(merge({'x'=>1,'y'=>2}) |$i, $k, $v| { { "${i}${k}" => $v } })
