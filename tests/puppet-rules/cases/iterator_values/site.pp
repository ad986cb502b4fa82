$a = [1, 3, 2]
$t = $a.tree_each
$r = $a.reverse_each
$s = $a.step(2)
notice($t =~ Iterator)
notice($t =~ Iterable)
notice($t =~ Array)
notice(type($r))
notice(type($s))
notice($r =~ Iterator[Integer])
notice($r =~ Iterator[String])
notice(Array($r))
notice($s.map |$x| { $x * 10 })
notice(Array($t))
$r.each |$x| { notify { "r${x}": } }
file { "/file_${$a.reverse_each =~ Iterator}": }
notice($a.reverse_each.index |$v| { $v == 1 })
notice([1, 2, 1].reverse_each.unique)
notice($a.reverse_each.index(3))
