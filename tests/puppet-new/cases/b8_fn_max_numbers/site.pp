notice(max(0, 1))
notice(max(-1, 0))
notice(max(-1.0, 0))
notice(max('a', 'b'))
