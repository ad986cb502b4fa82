$x = [1,2,3,4]
notice(max($x)) # would notice 4
notice($x.max) # would notice 4
