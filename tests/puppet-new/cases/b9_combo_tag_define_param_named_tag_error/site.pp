define d($tag = 'x') { }
d { 'a': }
