function nested_break($x) {
  if $x == 2 { break() } else { $x * 100 }
}
function example() {
  [1,2,3].map |$x| { nested_break($x) }
}
notice example()
