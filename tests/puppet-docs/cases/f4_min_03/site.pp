$x = [1,2,3,4]
notice(min($x)) # would notice 1
notice($x.min) # would notice 1
