$_x = 1
$x1 = 2
$a_b_c = 3
notice("${_x} ${x1} ${a_b_c}")
