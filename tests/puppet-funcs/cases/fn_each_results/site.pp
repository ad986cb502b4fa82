notice([1, 2].each |$x| { $x * 2 })
notice({a => 1}.each |$k, $v| { 0 })
notice(3.each |$x| { })
5.each |$i, $v| { notice("${i}:${v}") }
'ab'.each |$i, $c| { notice("${i}${c}") }
