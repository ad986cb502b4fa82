$a = [present, absent, present]
$a.each |$k,$v| { notice("/file_${$k+1} ${v}") }
$h = {'a'=>present,'b'=>absent}
$h.each |$e| { notice("${e[0]} ${e[1]}") }
$h.each |$k, $v| { notice("${k} ${v}") }
notice([1,2].each |$x| { $x * 10 })
notice(3.each |$x| { })
'abc'.each |$i, $c| { notice("${i}${c}") }
