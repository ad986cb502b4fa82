$a = [1,[2,[3]]]
$a.tree_each({include_containers => false}) |$path, $v| { notice("${path}: ${v}") }
$a.tree_each({include_values => false}) |$path, $v| { notice("${path}: ${v}") }
$a.tree_each({include_root => false, include_values => false}) |$path, $v| { notice("${path}: ${v}") }
