notice(r12a::describe(true))
