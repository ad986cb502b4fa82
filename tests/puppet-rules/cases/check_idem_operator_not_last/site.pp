$a = 1
$a == 1
notice($a)
