define inner() { notify { "inner-${title}": } }
define outer() { inner { "${title}-1": } -> inner { "${title}-2": } }
outer { 'x': }
