define d() { notify { "d-${title}": } }
d { 'x': alias => 'dx' }
notify { 'a': require => D['dx'] }
