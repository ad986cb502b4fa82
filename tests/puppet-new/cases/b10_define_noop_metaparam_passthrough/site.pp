define d() { notify { "in-${title}": } }
d { 'x': noop => true, tag => 'extra' }
