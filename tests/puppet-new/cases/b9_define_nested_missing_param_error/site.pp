define inner(String $req) { notify { $title: message => $req } }
define outer() { inner { "x-${title}": } }
outer { 'o': }
