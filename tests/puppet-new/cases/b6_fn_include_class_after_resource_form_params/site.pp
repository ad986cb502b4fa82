class k($p = 1) { notify { 'k': message => $p } }
class { 'k': p => 2 }
include k
contain k
