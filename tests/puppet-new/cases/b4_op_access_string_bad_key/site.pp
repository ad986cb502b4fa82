notice('hello'['a'])
