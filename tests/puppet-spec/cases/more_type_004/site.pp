notify { "${ type([2, 3.14], generalized) }": }
