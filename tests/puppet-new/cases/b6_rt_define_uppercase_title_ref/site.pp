define d() { notify { "d-${title}": } }
d { 'Abc': }
notify { 'x': require => D['Abc'] }
