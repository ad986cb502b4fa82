Notify { message => 'top-default' }
define inner() { notify { "n-${title}": } }
define outer() { Notify { message => "outer-${title}" } inner { "${title}-1": } }
outer { 'a': }
inner { 'b': }
