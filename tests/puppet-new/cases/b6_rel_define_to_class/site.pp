define d() { notify { "d-${title}": } }
class k { notify { 'k': } }
d { 'x': }
include k
D['x'] -> Class['k']
