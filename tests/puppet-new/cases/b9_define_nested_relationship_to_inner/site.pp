define inner() { notify { "inner-${title}": } }
define outer() { inner { "${title}": } -> notify { "after-${title}": } }
outer { 'x': }
