class k($p) {}
include k
