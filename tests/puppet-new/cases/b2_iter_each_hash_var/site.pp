['a', 'b'].each |$i, $v| { notice("$i:$v") }
$h = { 'k' => 'v', 'k2' => 'v2' }
$h.each |$k, $v| { notice("$k=$v") }
$h.each |$pair| { notice($pair) }
