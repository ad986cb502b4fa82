notice(merge({'x'=>1,'y'=>2}) |$k, $v| { { $k => $v * 10 } })
