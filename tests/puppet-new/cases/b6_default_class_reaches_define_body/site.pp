define d() { notify { "d-${title}": } }
class k { Notify { message => 'from-class' } d { 'x': } }
include k
