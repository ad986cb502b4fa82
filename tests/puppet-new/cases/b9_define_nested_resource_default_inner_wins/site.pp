define inner() { Notify { message => 'inner-default' } notify { "n-${title}": } }
define outer() { Notify { message => 'outer-default', withpath => true } inner { $title: } }
outer { 'x': }
