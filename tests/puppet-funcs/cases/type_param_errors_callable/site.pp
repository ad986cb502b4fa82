notice(Callable['x'])
