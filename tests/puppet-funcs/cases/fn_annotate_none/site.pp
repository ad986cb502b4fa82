notice(Type)
