define inner($p = 'ip') { notify { "i-${title}": message => $p } }
define outer() { Inner { p => 'from-outer' } inner { "${title}-1": } }
outer { 'x': }
