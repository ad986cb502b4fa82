define d($v = 'dv') { notify { $title: message => $v } }
d { 'x': }
D['x'] { v => 'overridden' }
