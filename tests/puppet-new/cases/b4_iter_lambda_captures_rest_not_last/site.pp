with(1, 2) |*$a, $b| { notice($a) }
