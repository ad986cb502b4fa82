define d(Hash[String, Optional[Integer]] $h) {
  $h.each |$k, $v| { notify { "${title}-${k}": message => "v=${v}" } }
}
d { 'x': h => { 'a' => undef, 'b' => 2 } }
