$a = [1, present, 2, present, 3, absent]
$a.slice(4) |$a, $b, $c, $d| { notice("$a.$c $b $d") }
$h = {1=>present, 2=>present, 3=>absent}
$h.slice(2) |$x,$y| { notice("${x} ${y}") }
