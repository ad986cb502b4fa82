$base = 10
$r = [1, 2, 3].map |$i, $v| { $base + $i * $v }
notice($r)
{ 'a' => 1, 'b' => 2 }.each |$k, $v| { notice("${k}=${v}") }
{ 'a' => 1 }.each |$pair| { notice($pair) }
$sum = [[1, 2], [3, 4]].reduce(0) |$acc, $p| { $acc + $p[0] * $p[1] }
notice($sum)
$f = [1, 2, 3, 4].filter |$x| { $x % 2 == 0 }.map |$x| { $x * $base }
notice($f)
notice([3, 1, 2].sort.reverse_each.map |$x| { $x })
