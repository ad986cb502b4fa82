notice(['a', ['b']].match(/a|b/))
