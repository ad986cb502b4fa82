define d($n = $name) { notify { "n=${n}": } }
d { 't': }
d { 'u': n => 'given' }
