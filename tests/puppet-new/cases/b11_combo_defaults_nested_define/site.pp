define inner() { notify { "i-${title}": } }
define outer() { inner { "o-${title}": } }
Notify { message => 'top' }
outer { 'x': }
