notice(String(1, 5))
