define d($p = $nope) { notify { $title: message => "p=[${p}]" } }
d { 'x': }
