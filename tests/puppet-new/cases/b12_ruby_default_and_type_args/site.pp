notice(r12y::kinds(default, Integer[1, 2], Notify['a'], 'x'))
