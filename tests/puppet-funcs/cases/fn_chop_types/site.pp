notice(chop(12))
