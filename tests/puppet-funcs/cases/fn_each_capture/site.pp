[[1, 2, 3]].each |*$all| { notice($all) }
