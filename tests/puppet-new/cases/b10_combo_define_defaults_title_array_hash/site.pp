define d($port = 80, $name_copy = $name) { notify { "d-${title}": message => "${name_copy}:${port}" } }
$sites = { 'a' => { port => 8080 }, 'b' => {} }
$sites.each |$n, $p| { d { $n: * => $p } }
