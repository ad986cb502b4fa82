{a => {b => 1}, c => [2]}.tree_each({container_type => Hash}) |$p, $v| { notice("${p}=${v}") }
