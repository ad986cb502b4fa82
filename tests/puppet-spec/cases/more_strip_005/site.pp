['a', 'b', ['c']].strip
