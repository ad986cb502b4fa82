define inner() { }
define outer() { inner { 'same': } }
outer { ['a', 'b']: }
