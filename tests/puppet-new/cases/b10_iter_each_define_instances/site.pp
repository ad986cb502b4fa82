define d($v) { notify { "d-${title}": message => "${v}" } }
$h = { 'a' => 1, 'b' => 2 }
$h.each |$k, $v| { d { $k: v => $v } }
