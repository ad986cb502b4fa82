notice(Integer =~ Type[Type])
notice(Type[Integer] =~ Type[Type[Integer]])
notice(Any =~ Type[Any])
notice(Default =~ Type)
