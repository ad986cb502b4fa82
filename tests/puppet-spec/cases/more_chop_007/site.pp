['a', 'b', ['c']].chop
