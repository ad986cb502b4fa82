define inner($v) { notify { "inner ${title} ${v}": } }
define outer { inner { "${name}-i": v => $title } }
outer { 'o': }
