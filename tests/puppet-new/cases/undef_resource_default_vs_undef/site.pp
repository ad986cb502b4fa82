define d($p = 'dp') { notify { $title: message => "p=${p}" } }
D { p => 'from-default' }
d { 'x': p => undef }
