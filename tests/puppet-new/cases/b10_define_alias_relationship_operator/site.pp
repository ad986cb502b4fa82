define d() { notify { "in-${title}": } }
d { 'long': alias => 'dl' }
D['dl'] -> notify { 'after': }
