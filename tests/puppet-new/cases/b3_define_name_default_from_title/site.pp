define d($path = $title, $label = "${name}-l") { notify { "${path}|${label}": } }
d { 'x': }
d { 'y': name => 'given' }
