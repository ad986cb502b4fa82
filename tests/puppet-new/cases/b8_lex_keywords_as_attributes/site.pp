notify { 'x': message => { 'if' => 1, 'unless' => 2, 'class' => 3, 'node' => 4 } }
notice({ 'and' => 1, 'or' => 2 })
