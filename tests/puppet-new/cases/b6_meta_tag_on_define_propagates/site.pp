define d() { notify { "d-${title}": } }
d { 'a': tag => 'dtag' }
