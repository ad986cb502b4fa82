define d() { notify { "in-${title}": } }
d { 'long': alias => 'al' }
notify { 'after': require => D['al'] }
