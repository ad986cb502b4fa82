$t = [1, [2, [3]], {a => 4}]
$t.tree_each |$p, $v| { notice("${p} ${v}") }
$t.tree_each({include_containers => false}) |$v| { notice("leaf ${v}") }
$t.tree_each({order => breadth_first, include_root => false}) |$p, $v| { notice("bf ${p}") }
