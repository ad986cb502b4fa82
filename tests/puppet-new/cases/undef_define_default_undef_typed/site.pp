define d(Integer $p = undef) { notify { $title: message => "p=${p}" } }
d { 'x': }
