define d($x) { notify { "d ${title} ${x}": } }
create_resources('d', { 'one' => { 'x' => 1 } })
