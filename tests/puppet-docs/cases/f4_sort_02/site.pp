notice(sort([3,6,2])) # notices [2, 3, 6]
