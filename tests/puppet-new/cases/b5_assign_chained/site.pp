$a = $b = 5
notice($a == $b)
notice($b)
