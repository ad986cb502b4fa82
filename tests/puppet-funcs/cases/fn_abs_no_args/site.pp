notice(abs())
