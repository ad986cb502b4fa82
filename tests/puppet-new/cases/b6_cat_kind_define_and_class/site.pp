define d() {}
class k {}
d { 'x': }
include k
