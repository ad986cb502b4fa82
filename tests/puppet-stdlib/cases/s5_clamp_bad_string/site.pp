notice(clamp('a', 2, 3))
