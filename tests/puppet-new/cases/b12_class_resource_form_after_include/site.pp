class k($p = 1) { notify { "p=${p}": } }
include k
class { 'k': p => 2 }
