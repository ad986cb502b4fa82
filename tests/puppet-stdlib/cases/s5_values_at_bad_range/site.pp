notice(values_at(['a','b','c'], '2-1'))
