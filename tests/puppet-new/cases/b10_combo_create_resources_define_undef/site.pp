define d($v = 'dv') { notify { "d-${title}": message => $v } }
create_resources('d', { 'x' => { 'v' => undef }, 'y' => { 'v' => 'given' } })
