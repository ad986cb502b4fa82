notice(true[0])
