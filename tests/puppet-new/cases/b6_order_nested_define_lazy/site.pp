define inner() { notice("inner ${title}") }
define outer() { notice("outer ${title}") inner { "${title}-i": } notice("outer done ${title}") }
outer { 'x': }
outer { 'y': }
notice('top')
