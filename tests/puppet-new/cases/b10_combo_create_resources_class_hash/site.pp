class c($p = 1) { notify { "p=${p}": } }
create_resources('class', { 'c' => { 'p' => 7 } })
