define d($tag = 'x') { }
