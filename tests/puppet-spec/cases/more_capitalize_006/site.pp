['a', 'b', ['c']].capitalize
