notice(zip('a', [1]))
