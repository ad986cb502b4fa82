notice(r12c::each_pair({ 'a' => 1, 'b' => 2 }) |$k, $v| {
  if $v > 1 { fail("too big: ${k}") }
  $k
})
