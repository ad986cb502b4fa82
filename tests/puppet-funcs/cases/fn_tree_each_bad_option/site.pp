[1].tree_each({foo => 1}) |$v| { }
