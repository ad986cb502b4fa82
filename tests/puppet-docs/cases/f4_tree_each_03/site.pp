$data = [1, 2, [3, [4, 5]]]
$data.tree_each |$v| { notice "$v" }
