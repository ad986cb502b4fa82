define d($p = 'x') { $local = "${title}-${p}" notify { $local: } }
d { 'one': }
d { 'two': p => 'y' }
