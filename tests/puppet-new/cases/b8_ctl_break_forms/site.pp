notice([1,2,3].map |$x| { if $x == 3 { break() } $x })
notice({'a' => 1, 'b' => 2, 'c' => 3}.map |$x, $y| { if $y == 3 { break() } $y })
notice([1,2,3,4].reduce |$memo, $x| { if $x == 4 { break() } $memo + $x })
notice({'a' => 1, 'b' => 2, 'c' => 3, 'd' => 4}.reduce |$memo, $x| {
  if $x[1] == 4 { break() }
  $string = "${memo[0]}${x[0]}"
  $number = $memo[1] + $x[1]
  [$string, $number]
})
[1,2,3].each |$x| { if $x == 3 { break() } notify { "e$x": } }
[1,2,3].reverse_each |$x| { if $x == 1 { break() } notify { "r$x": } }
