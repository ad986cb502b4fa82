define d($t = undef) { notify { $t: } }
d { 'x': }
