notice(max('10', 9))
