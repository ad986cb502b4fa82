define d($x = 1) { notify { "n-${title}-${name}": } }
d { 'a': name => 'b' }
d { 'c': }
notify { 'm': name => 'q' }
notify { 'q2': }
