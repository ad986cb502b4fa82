define d() { notify { "d-${title}": } }
class k { d { 'x': } }
include k
