notice(annotate(Integer, 'x', {}))
