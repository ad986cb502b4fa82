$a = *[1,2,3]
notice($a)
$b = *1
notice($b)
$c = *'a'
notice($c)
