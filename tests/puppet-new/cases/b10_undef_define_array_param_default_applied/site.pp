define d(Array $a = ['dflt']) { notify { "d-${title}": message => "${a}" } }
d { 'x': a => undef }
d { 'y': a => [undef] }
