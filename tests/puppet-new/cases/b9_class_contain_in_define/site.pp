class inner { notify { 'inner-n': } }
define d() { contain inner notify { "d-${title}": } }
d { 'x': }
