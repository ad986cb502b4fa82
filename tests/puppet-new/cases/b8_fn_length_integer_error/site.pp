notice(length(3))
