$h = { 'a' => 'x', 'b' => 'x' }
$h.each |$k, $v| { notify { $v: } }
