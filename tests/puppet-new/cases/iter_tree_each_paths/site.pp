[1, [2, [3]]].tree_each |$path, $v| { notify { "p${path}": message => "${v}" } }
