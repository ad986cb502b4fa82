notice(r12y::checked(3))
notice(r12y::checked('three'))
