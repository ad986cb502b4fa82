1 + 2; $a = 10
notice($a)
