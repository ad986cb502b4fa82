class inner { notify { 'i': } }
define d() { require inner notify { "d-${title}": } }
d { 'x': }
