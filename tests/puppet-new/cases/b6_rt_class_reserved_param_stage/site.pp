class k($stage = 'x') {}
include k
