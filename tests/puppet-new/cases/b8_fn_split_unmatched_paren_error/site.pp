notice(split('a,b', ')'))
