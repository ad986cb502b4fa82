notice(Array([1, [2]].tree_each({include_values => false})))
notice(Array({a => [1]}.tree_each))
