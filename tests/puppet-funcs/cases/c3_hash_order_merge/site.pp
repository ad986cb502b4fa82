$a = { 'z' => 1, 'a' => 2 }
$b = $a + { 'm' => 3, 'z' => 9 }
notice($b)
notice($b.keys)
notice($b - 'a')
notice($b.filter |$k, $v| { $v > 2 })
notice($b.map |$k, $v| { $k })
notice(merge($a, { 'b' => 0 }))
notice({ 1 => 'one', 'one' => 1, [1] => 'arr' })
notice($b.reduce |$m, $p| { [$m[0], $m[1] + $p[1]] })
