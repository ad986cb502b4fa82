define inner() { notify { "${title}-${nope_inner}": } }
define outer() { inner { "${title}-i": } }
outer { 'o': }
