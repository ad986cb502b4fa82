define d($x = notify { 'n': }) { }
