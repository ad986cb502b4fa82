define d($p = 'param-default') { notify { "d-${title}": message => $p } }
D { p => 'resource-default' }
d { 'x': }
d { 'y': p => 'given' }
