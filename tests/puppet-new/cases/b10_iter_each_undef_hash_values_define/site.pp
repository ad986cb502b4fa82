define d(Hash $opts) {
  $opts.each |$k, $v| { notify { "${title}-${k}": message => $v ? { undef => 'UNDEF', default => $v } } }
}
d { 'x': opts => { 'a' => undef, 'b' => 'bee' } }
