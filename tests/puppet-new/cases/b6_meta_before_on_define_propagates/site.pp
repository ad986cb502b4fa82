define d() { notify { "d-${title}": } }
notify { 'x': }
d { 'a': before => Notify['x'] }
