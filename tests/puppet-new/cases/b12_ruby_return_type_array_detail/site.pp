notice(r12y::levels())
