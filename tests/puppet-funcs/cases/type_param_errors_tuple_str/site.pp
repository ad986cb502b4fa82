notice(Tuple['a'])
