define d($n = $name, $t = $title) { notify { "d-${title}": message => "${n}/${t}" } }
d { 'x': }
d { 'y': n => 'custom' }
