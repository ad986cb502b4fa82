notice(Hash([[a, 1], [b, 2]]))
notice(Hash([a, 1, b, 2]))
notice(Hash([[[0], a], [[1, x], b]], tree))
notice(Hash({a => 1}))
