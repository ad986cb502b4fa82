define d($tag = 'x') { }
d { 'x': }
