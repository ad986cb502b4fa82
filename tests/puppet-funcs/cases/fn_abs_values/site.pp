notice(abs(-5))
notice(abs(-5.25))
notice(abs(0))
notice(abs(7))
