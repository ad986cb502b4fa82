notice(Class[Integer])
