class k($p = $undeclared) { notify { "p=${p}": } }
include k
