class k($p = 1) { notify { 'k': message => $p } }
create_resources('Class', { 'k' => { 'p' => 5 } })
