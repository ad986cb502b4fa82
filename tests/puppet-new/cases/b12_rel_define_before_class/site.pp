class k { notify { 'k': } }
define d() { notify { "d-${title}": before => Class['k'] } }
include k
d { 'one': }
D['one'] -> Class['k']
