notice(['a', 'b', ['c']].chomp)
