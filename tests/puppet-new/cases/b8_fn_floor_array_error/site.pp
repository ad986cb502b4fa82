notice(floor([1,2,3]))
