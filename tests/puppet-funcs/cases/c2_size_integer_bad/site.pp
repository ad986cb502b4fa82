notice(length(5))
