notice(reverse(1))
