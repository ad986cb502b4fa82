notice(-8 >> 1)
notice(1 >> -1)
notice(1 << -1)
notice(3 << 62)
