['a', 'b'].each |$i, $v| { notice("$i:$v") }
{ 'k' => 'v', 'k2' => 'v2' }.each |$k, $v| { notice("$k=$v") }
{ 'k' => 'v' }.each |$pair| { notice($pair) }
