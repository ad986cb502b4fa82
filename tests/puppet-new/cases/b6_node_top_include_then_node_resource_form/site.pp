class k($p = 1) {}
include k
node default { class { 'k': p => 2 } }
