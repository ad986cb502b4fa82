notice(r12y::util::pad('7', 3))
