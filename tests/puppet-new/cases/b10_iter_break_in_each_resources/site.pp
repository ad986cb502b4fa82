[1, 2, 3, 4].each |$i| {
  if $i == 3 { break() }
  notify { "i${i}": }
}
