define d() { notify { "d-${title}": } }
class k { d { 'x': tag => ['a', 'b'] } }
include k
