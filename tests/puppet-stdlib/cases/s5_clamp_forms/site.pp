notice(clamp(1, 5, 3))
notice(clamp('10', 2, 4))
notice(clamp([7, 1, 3]))
notice(clamp(1.5, 2, 3))
