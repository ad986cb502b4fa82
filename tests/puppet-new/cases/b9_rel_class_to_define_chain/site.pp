define d() { notify { "d-${title}": } }
class c { notify { 'in-c': } }
include c
d { 'x': }
Class['c'] -> D['x'] ~> Notify['tail']
notify { 'tail': }
