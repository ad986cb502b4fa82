define inner() { notify { 'shared': } }
define outer() { inner { "in-${title}": } }
outer { ['a', 'b']: }
