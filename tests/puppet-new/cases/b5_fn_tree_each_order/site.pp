$a = [1,[2,[3], 4], 5]
$a.tree_each({order => depth_first, include_containers => false}) |$path, $v| { notice("${path}: ${v}") }
$a.tree_each({order => breadth_first, include_containers => false}) |$path, $v| { notice("${path}: ${v}") }
