notice(Class[0])
