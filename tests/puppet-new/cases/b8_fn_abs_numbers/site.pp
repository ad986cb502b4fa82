notice(abs(0))
notice(abs(-1))
notice(abs(-1.1))
notice(abs(1.0))
