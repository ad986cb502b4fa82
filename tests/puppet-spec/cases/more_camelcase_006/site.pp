['a', 'b', ['c']].camelcase
