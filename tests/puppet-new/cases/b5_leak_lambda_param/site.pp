[1,2,3].each |$x| { $y = $x}
$a = $x
notice($a)
