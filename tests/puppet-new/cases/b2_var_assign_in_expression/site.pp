notice(($a = 5) + 1)
notice($a)
