define d($a) { notify { $title: message => String($a) } }
d { 'x': a => Class['k'] }
