notice(values_at(['a','b','c','d'], 1))
notice(values_at(['a','b','c','d'], [0, 2]))
notice(values_at(['a','b','c','d'], ['1-2']))
notice(values_at(['a','b','c','d'], '0-1'))
