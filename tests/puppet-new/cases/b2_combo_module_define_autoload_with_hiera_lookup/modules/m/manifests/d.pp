define m::d($x = lookup('m::x')) { notify { "${title}-${x}": } }
