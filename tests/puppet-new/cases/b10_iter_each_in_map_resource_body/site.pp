$h = { 'a' => [1, 2], 'b' => [3] }
notify { 'x':
  message => $h.map |$k, $vs| { $vs.map |$v| { "${k}${v}" }.join('+') }.join(','),
}
