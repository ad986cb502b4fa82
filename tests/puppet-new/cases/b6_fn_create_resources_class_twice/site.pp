class k($p = 1) {}
create_resources('class', { 'k' => { 'p' => 2 } })
create_resources('class', { 'k' => { 'p' => 3 } })
