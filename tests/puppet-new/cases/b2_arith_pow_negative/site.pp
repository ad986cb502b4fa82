notice(2 ** -1)
