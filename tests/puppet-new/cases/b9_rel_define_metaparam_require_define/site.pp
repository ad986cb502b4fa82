define d() { notify { "d-${title}": } }
d { 'a': }
d { 'b': require => D['a'] }
