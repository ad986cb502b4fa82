class k($name = 'n') {}
include k
