notice(Callable[Integer] <= Callable)
notice(Callable[Integer] <= Callable[Numeric])
notice(Callable[Numeric] <= Callable[Integer])
