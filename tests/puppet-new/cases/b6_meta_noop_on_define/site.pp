define d() { notify { "d-${title}": } }
d { 'a': noop => true }
