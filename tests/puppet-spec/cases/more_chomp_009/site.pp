['a', 'b', ['c']].chomp
