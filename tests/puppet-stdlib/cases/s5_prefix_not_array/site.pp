notice(prefix('a', 'p'))
