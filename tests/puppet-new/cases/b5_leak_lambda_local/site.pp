[1,2,3].each |$x| { $y = $x}
$a = $y
notice($a)
