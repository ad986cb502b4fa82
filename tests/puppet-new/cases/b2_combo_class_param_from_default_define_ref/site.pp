define d { }
class c($r = D['x']) { notify { 'n': require => $r } }
d { 'x': }
include c
