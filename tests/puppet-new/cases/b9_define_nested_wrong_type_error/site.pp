define inner(Integer $n = 1) { notify { $title: message => "${n}" } }
define outer($n = 'abc') { inner { "x-${title}": n => $n } }
outer { 'o': }
