define d($p = $ghost) { notify { $title: message => "p=[${p}]" } }
d { 'a': }
