5.reverse_each |$x| { notice($x) }
Integer[5,8].reverse_each |$x| { notice($x) }
$a = [first,second,third]
$a.reverse_each |$x| { notice($x) }
$h = {first => 1,second => 2,third => 3}
$h.reverse_each |$t| { notice($t[0]) }
Enum[first,second,third].reverse_each |$x| { notice($x) }
Integer[5,20].step(4).reverse_each |$x| { notice($x) }
5.step(2).reverse_each |$x| { notice($x) }
notice([1,2,3].reverse_each.map |$x| { $x * 2 })
