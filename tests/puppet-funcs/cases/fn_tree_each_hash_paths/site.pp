{a => [1, {b => 2}]}.tree_each |$p, $v| { notice("${p} -> ${v}") }
