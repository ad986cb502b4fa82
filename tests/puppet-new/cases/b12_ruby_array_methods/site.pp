notice(r12m::arrays([5, 3, 8, 1, 9, 2]))
