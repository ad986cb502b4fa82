notice(5.0 / 0)
