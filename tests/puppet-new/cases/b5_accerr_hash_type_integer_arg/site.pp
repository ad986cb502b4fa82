notice(Hash[0])
