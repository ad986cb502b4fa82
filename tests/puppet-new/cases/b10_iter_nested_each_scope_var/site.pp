$outer = 'o'
[1, 2].each |$i| {
  $inner = "i${i}"
  ['x'].each |$j| { notify { "${outer}-${inner}-${j}": } }
}
