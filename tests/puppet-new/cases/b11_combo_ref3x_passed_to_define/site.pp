define inner($r) { notify { "inner-${title}": message => "${r} ${type($r)}" } }
define outer($r) { inner { $title: r => $r } }
notify { 'a': }
outer { 'x': r => Notify['a'] }
