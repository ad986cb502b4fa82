define inner(Integer $n) { }
define outer() { inner { "${title}-i": n => 'x' } }
class c { outer { 'o': } }
include c
