$v = 'first'
class k($p = $v) { notify { 'k': message => $p } }
include k
