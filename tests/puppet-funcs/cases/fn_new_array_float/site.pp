notice(Array(2.5))
