notice(['a', ['c']].strip)
