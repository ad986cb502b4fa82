notice(Callable =~ Type)
notice(Integer =~ Type[Integer])
notice(Integer[1,2] =~ Type[Integer])
notice(String =~ Type[Integer])
