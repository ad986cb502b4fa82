notice(r12y::outer(5))
