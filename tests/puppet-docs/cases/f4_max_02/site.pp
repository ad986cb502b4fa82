$x = [1,2,3,4]
notice(max(*$x)) # would notice 4
