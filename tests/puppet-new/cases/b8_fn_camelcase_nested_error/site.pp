notice(['a', 'b', ['c']].camelcase)
