define d($v = 'dv') { notify { $title: message => $v } }
D { v => 'from default' }
d { 'x': }
d { 'y': v => 'given' }
