define d() { notify { "d-${title}": } }
d { 'a': before => D['nope'] }
