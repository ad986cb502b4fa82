$a = [1, 3, 2]
$b = $a.tree_each |$path, $x| { "unwanted" }
notice($b)
$c = $a.tree_each
notice($c =~ Iterator)
notice(Array($a.tree_each({order => breadth_first})))
$d = *$a.tree_each
notice($d)
