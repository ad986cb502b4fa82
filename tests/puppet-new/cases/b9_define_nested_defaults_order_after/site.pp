define inner() { notify { "i-${title}": } }
define outer() { inner { $title: } }
outer { 'x': }
Notify { message => 'declared-after' }
