notice(dig(5, 0))
