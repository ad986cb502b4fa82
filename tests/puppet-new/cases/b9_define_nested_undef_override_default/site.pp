define inner($v = 'def') { notify { $title: message => "v=${v}" } }
define outer($v = undef) { inner { "in-${title}": v => $v } }
outer { 'a': }
outer { 'b': v => 'given' }
