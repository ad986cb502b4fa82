notice(Integer['a'])
