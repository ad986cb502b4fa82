$h = { 'a' => true, 'b' => false, 'c' => true }
$h.filter |$k, $v| { $v }.each |$k, $v| { notify { "on-${k}": } }
