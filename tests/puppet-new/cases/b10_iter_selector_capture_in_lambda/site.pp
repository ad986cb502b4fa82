['a1', 'b2'].each |$s| {
  $m = $s ? { /^([a-z])(\d)$/ => "${2}${1}", default => 'no' }
  notify { $m: }
}
