'abc'
$a = 10
notice($a)
