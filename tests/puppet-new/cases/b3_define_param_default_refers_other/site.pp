define d($a = "${title}-a", $b = "${a}-b") { notify { $b: } }
d { 'q': }
d { 'r': a => 'given' }
