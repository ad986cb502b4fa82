define d($p = 'x') { notify { "d-${title}": message => $p } }
create_resources('d', { 'one' => { 'p' => 'given' }, 'two' => {} })
