$h = undef
$h.each |$k, $v| { notice($k) }
