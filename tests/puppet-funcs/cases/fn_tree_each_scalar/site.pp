notice(Array(5.tree_each))
