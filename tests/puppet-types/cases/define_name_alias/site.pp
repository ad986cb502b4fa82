define d($x = 1) { }
d { 'a': name => 'b' }
d { 'b': }
