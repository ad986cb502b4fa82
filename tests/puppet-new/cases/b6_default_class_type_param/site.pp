class k($p = 'x') { notify { 'k': message => $p } }
Class { require => Notify['r'] }
notify { 'r': }
include k
