define d($v = $title) { notify { "n-${title}": message => $v } }
d { ['a', 'b', 'c']: }
