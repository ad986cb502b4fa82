$base = 10
$r = [1, 2, 3].map |$i, $v| { $base + $i * $v }
notice($r)
$h = { 'a' => 1, 'b' => 2 }
$h.each |$k, $v| { notice("${k}=${v}") }
$h.each |$pair| { notice($pair) }
$sum = [[1, 2], [3, 4]].reduce(0) |$acc, $p| { $acc + $p[0] * $p[1] }
notice($sum)
$f = [1, 2, 3, 4].filter |$x| { $x % 2 == 0 }.map |$x| { $x * $base }
notice($f)
notice([3, 1, 2].sort.reverse_each.map |$x| { $x })
notice($h.map |$k, $v| { [$k, $v + $base] }.convert_to(Hash))
