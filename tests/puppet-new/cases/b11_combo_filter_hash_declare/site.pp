$h = { 'a' => 1, 'b' => 2, 'c' => 3 }
$h.filter |$k, $v| { $v > 1 }.each |$k, $v| { notify { $k: message => String($v) } }
