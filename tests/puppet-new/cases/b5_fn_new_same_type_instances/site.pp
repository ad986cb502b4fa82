notice(undef == Undef(undef))
notice(default == Default(default))
notice(Integer == Type(Integer))
notice(Type[Integer] == Type(Type[Integer]))
