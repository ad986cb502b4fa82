notice(Type[Integer, String])
