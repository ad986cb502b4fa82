class c($x) { notify { "c ${x}": } }
create_resources('class', { 'c' => { 'x' => 'cx' } })
