notice(Array(3))
