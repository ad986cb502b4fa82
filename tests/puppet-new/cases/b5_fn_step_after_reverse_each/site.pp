Integer[5,20].reverse_each.step(4) |$x| { notice($x) }
$a = Array([1,2,3,4,5].step(2))
notice($a)
