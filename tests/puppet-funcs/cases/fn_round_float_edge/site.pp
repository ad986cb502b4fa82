notice(round(1e15 + 0.5))
notice(round(-0.4))
