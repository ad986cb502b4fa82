$a = [1,[2,[3]]]
$a.tree_each({include_containers => false}).reverse_each |$v| { notice($v) }
