notice(Hash[Integer, 0])
