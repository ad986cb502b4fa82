notice(Array([1, [2, 3]].tree_each))
notice(Array({a => {b => 1}}.tree_each({include_containers => false})))
notice([1, [2]].tree_each({order => breadth_first}).map |$v| { $v[1] })
