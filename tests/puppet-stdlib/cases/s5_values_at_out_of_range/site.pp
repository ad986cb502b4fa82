notice(values_at(['a'], 3))
