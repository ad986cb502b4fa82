notice(Hash({a => [1]}.tree_each))
