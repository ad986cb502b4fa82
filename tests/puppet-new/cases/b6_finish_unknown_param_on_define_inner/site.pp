define d() { notify { "d-${title}": bogus => 1 } }
d { 'x': }
