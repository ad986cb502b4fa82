['a', 'b', ['c']].lstrip
